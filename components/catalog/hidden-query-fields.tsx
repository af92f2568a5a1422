import { serializeCatalogQuery, type CatalogQuery } from '@/lib/browse/catalog-query';

/**
 * The list's current state as hidden fields, for a form that does not show those controls
 * (e.g. only the sort dropdown is on): submitting keeps the filters instead of dropping them.
 */
export function HiddenQueryFields({ query, omit = [] }: { query: CatalogQuery; omit?: string[] }) {
  const fields = [...serializeCatalogQuery(query).entries()].filter(([name]) => !omit.includes(name));
  return (
    <>
      {fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
