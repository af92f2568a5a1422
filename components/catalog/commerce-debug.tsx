import { requestErrorReports } from '@/lib/commerce/error-log';
import { ConsoleErrorReporter } from './console-error-reporter';

/**
 * docs/behaviour.md §2/§8: a `debug` query parameter enables logging of API errors. Rendered last on a
 * catalogue page (after its data has loaded), it hands this render's failed commerce calls to
 * the browser, which prints them when the address holds `debug`. The page itself never reads
 * the query string, so it stays cacheable; a page holding a failure is kept only briefly
 * (lib/commerce/query.ts).
 */
export function CommerceDebug() {
  const reports = requestErrorReports();
  return reports.length > 0 ? <ConsoleErrorReporter reports={[...reports]} /> : null;
}
