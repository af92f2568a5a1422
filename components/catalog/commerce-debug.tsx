import { requestErrorReports } from '@/lib/commerce/error-log';
import { ConsoleErrorReporter } from './console-error-reporter';

/**
 * docs/behaviour.md §2/§8: a `debug` query parameter enables logging of API errors. Rendered last on a
 * catalogue page (after its data has loaded), it hands this request's failed commerce calls
 * to the browser console. Without `debug` it renders nothing.
 */
export function CommerceDebug({ enabled }: { enabled: boolean }) {
  if (!enabled) return null;
  const reports = requestErrorReports();
  return reports.length > 0 ? <ConsoleErrorReporter reports={[...reports]} /> : null;
}

/** Whether a page's search parameters ask for debug output. */
export function isDebug(params: Record<string, string | string[] | undefined>): boolean {
  return params.debug !== undefined;
}
