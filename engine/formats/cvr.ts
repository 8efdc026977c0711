/** CVR weights of the modulus-11 check (SPEC §5.1, §9). */
const VAEGTE = [2, 7, 6, 5, 4, 3, 2, 1];

/** True for exactly eight digits whose weighted sum is divisible by 11. */
export function erGyldigtCvr(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false;
  const sum = VAEGTE.reduce((acc, vaegt, i) => acc + vaegt * Number(value[i]), 0);
  return sum % 11 === 0;
}

/**
 * The check digit alone: true unless the value is eight digits whose weighted sum is not divisible
 * by 11. A schema pairs it with the pattern of eight digits, so each fault gets its own message.
 */
export function erCvrKontrolcifferGyldigt(value: string): boolean {
  return !/^\d{8}$/.test(value) || erGyldigtCvr(value);
}
