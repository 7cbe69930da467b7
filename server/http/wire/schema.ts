import { Type, type Static, type TLiteral, type TSchema, type TUnion } from '@sinclair/typebox';

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * True when A and B are assignable both ways and name the same fields (mutual assignability alone
 * lets one side have an optional field the other lacks).
 */
type SameShape<A, B> = MutuallyAssignable<A, B> extends true ? MutuallyAssignable<keyof A, keyof B> : false;

/**
 * `wire<Contract>()(schema)`: a response schema bound to its wire type of src/contract (the browser's
 * TypeScript view, which cannot import TypeBox). It compiles only while `Static<typeof schema>` and the
 * contract type are mutually assignable, so the two cannot drift: a mismatch asks for a second argument
 * whose type shows both sides.
 */
export const wire =
  <Contract>() =>
  <S extends TSchema>(
    schema: S,
    ...mismatch: SameShape<Static<S>, Contract> extends true
      ? []
      : [schemaAndContractDiffer: { schema: Static<S>; contract: Contract }]
  ): S => {
    void mismatch;
    return schema;
  };

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One of a fixed list of strings. */
export const OneOf = <T extends string>(values: readonly T[]): TUnion<TLiteral<T>[]> =>
  Type.Union(values.map((value) => Type.Literal(value)));

/** One of the keys of a label table (e.g. RETURN_STATUS_LABELS): the table lists every value. */
export const OneOfKeys = <K extends string>(labels: Readonly<Record<K, unknown>>) =>
  OneOf(Object.keys(labels) as K[]);

/** An integer (quantities, money in fen, counts); other numbers stay Type.Number(). */
export const Int = () => Type.Integer();

/** ISO 8601 UTC instant. */
export const Instant = () => Type.String({ description: 'ISO 8601 UTC' });

/** `data` of every paged list call (Page<T> of src/contract/envelope.ts). */
export const PageOf = <T extends TSchema>(row: T) =>
  Type.Object({
    list: Type.Array(row),
    total: Int(),
    pageNum: Int(),
    pageSize: Int(),
    pages: Int(),
  });

/** A call that answers nothing but success. */
export const NoData = () => Type.Null();
