/**
 * The price range from the two fields: blank means open, and a maximum below the minimum is
 * raised to the minimum, so the range is never empty by mistake.
 */
export function orderedRange(min: string, max: string): [number | undefined, number | undefined] {
  const read = (value: string) => {
    const number = value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(number) && number >= 0 ? number : undefined;
  };
  const from = read(min);
  let to = read(max);
  if (from !== undefined && to !== undefined && to < from) to = from;
  return [from, to];
}
