/** A document's allowed status transitions: a pure table, so the rules are read and tested in one place. */
export interface StateMachine<S extends string> {
  readonly transitions: Readonly<Record<S, readonly S[]>>;
  canTransition(from: S, to: S): boolean;
}

export const defineStateMachine = <S extends string>(
  transitions: Readonly<Record<S, readonly S[]>>,
): StateMachine<S> => ({
  transitions,
  canTransition: (from, to) => (transitions[from] ?? []).includes(to),
});
