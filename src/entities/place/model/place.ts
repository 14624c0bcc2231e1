/** A city a member can pick: its gazetteer id and the label others see. Never its coordinates. */
export interface Place {
  id: number;
  label: string;
}
