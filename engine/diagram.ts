/** A point of a laid-out diagram, in SVG user units. */
export interface Punkt {
  x: number;
  y: number;
}

/** A state as drawn: its box, its Danish name, and whether it starts or ends the flow. */
export interface DiagramTilstand extends Punkt {
  id: string;
  label: string;
  bredde: number;
  hoejde: number;
  start: boolean;
  slut: boolean;
}

/** A transition as drawn: the route of its line and where its label sits. */
export interface DiagramOvergang {
  fra: string;
  til: string;
  label: string;
  punkter: Punkt[];
  labelPos: (Punkt & { bredde: number; hoejde: number }) | null;
}

/** A workflow's state diagram as the server lays it out (server/arbejdsgange) and the admin page draws it. */
export interface Diagram {
  bredde: number;
  hoejde: number;
  /** The dot the initial state is entered from. */
  startpunkt: Punkt;
  tilstande: DiagramTilstand[];
  overgange: DiagramOvergang[];
}

/** GET /api/Arbejdsgange: one workflow of workflows/ with its file, title, diagram and the cases in each state. */
export interface Arbejdsgang {
  id: string;
  fil: string;
  titel: string;
  diagram: Diagram;
  /**
   * Cases per status, for the status flows of the two case kinds (a status the workflow no longer has
   * is listed too); null for flows that keep no cases.
   */
  antal: Record<string, number> | null;
}
