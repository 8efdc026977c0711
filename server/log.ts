import { pino, type DestinationStream, type Logger } from 'pino';

// Ten digits as a CPR number is written, with or without the hyphen.
const CPR = /\b\d{6}-?\d{4}\b/g;

/** Replaces anything shaped like a CPR number, anywhere in a log value. */
export function skjulCpr<T>(value: T): T {
  if (typeof value === 'string') return value.replace(CPR, '**********') as T;
  if (Array.isArray(value)) return value.map(skjulCpr) as T;
  if (value && typeof value === 'object' && !(value instanceof Error)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, skjulCpr(v)])) as T;
  }
  if (value instanceof Error) return { type: value.name, message: skjulCpr(value.message), stack: skjulCpr(value.stack) } as T;
  return value;
}

/** Structured JSON logs that never carry a CPR number (SPEC: personal data stays out of logs). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map(skjulCpr) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}
