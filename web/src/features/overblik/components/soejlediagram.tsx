import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface Serie {
  noegle: string;
  navn: string;
  farve: string;
}

interface SoejlediagramProps {
  data: readonly object[];
  /** The field each bar is labelled by on the x-axis. */
  x: string;
  serier: readonly Serie[];
  akseX: string;
  akseY: string;
  formatX?: (vaerdi: string) => string;
  formatY: (vaerdi: number) => string;
  /** The series stacked on each other (amounts per fund) instead of side by side. */
  stablet?: boolean;
}

/**
 * A bar chart (Recharts) with Danish axis labels and formats. Drawn for the eye only: Recharts'
 * keyboard layer is off, as the figure beside it holds the same numbers as a table for screen readers.
 */
export function Soejlediagram({ data, x, serier, akseX, akseY, formatX, formatY, stablet = false }: SoejlediagramProps) {
  return (
    <ResponsiveContainer width="100%" height={300}>
      <BarChart data={[...data]} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 28, left: 16 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey={x} tickFormatter={formatX} label={{ value: akseX, position: 'insideBottom', offset: -16 }} />
        <YAxis
          width={88}
          allowDecimals={false}
          tickFormatter={formatY}
          label={{ value: akseY, angle: -90, position: 'insideLeft', offset: 4 }}
        />
        <Tooltip
          formatter={(vaerdi) => (typeof vaerdi === 'number' ? formatY(vaerdi) : String(vaerdi))}
          labelFormatter={(vaerdi) => (formatX ? formatX(String(vaerdi)) : String(vaerdi))}
        />
        {serier.length > 1 && <Legend verticalAlign="top" />}
        {serier.map((s) => (
          <Bar
            key={s.noegle}
            dataKey={s.noegle}
            name={s.navn}
            fill={s.farve}
            stackId={stablet ? 'stabel' : undefined}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
