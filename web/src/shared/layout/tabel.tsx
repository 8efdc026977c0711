import type { ReactNode } from 'react';

interface TabelProps {
  /** Rows light up under the pointer. */
  hover?: boolean;
  /** Bootstrap's compact table. */
  lille?: boolean;
  className?: string;
  children: ReactNode;
}

/** Bootstrap's table on plain elements, scrolling sideways on its own when a narrow screen needs it. */
export function Tabel({ hover = false, lille = false, className, children }: TabelProps) {
  const klasser = ['table', hover && 'table-hover', lille && 'table-sm', className].filter(Boolean).join(' ');
  return (
    <div className="table-responsive">
      <table className={klasser}>{children}</table>
    </div>
  );
}
