// React's scheduler ships no types, and @types/scheduler leaves this one out.
declare module 'scheduler' {
  /**
   * How long React renders a transition before it yields to the browser, as frames a second
   * (1 to 125); 0 puts back its default, 5 ms.
   */
  export function unstable_forceFrameRate(fps: number): void;
}
