import Table from 'react-bootstrap/Table';

interface TalTabelProps {
  titel: string;
  /** The first column's heading: what each row is (a status, a month). */
  raekke: string;
  kolonner: readonly string[];
  raekker: readonly { navn: string; tal: readonly string[] }[];
}

/** A chart's figures as a table: one row per bar group, one column per series, numbers already in Danish format. */
export function TalTabel({ titel, raekke, kolonner, raekker }: TalTabelProps) {
  return (
    <Table size="sm" className="mb-0">
      <caption className="visually-hidden">{titel}</caption>
      <thead>
        <tr>
          <th scope="col">{raekke}</th>
          {kolonner.map((k) => (
            <th key={k} scope="col" className="text-end">
              {k}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {raekker.map((r) => (
          <tr key={r.navn}>
            <th scope="row" className="fw-normal">
              {r.navn}
            </th>
            {r.tal.map((tal, i) => (
              <td key={kolonner[i]} className="text-end">
                {tal}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
