import { CONSENT_CLOCK_SKEW_MS, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, CONSENT_VALUE_PATTERN, CONSENT_VERSION } from './consent-choice';

/**
 * Set on `<html>` before the first paint when this browser holds no valid choice: the CSS in
 * app/globals.css then shows the banner's first layer, which every page carries hidden in its
 * HTML (components/consent/consent-first-layer.tsx). Pages are cached and the same for everyone,
 * so only the browser can tell whether to ask.
 */
export const CONSENT_ASK_ATTRIBUTE = 'data-consent-ask';

/**
 * The inline script in every page's `<head>` (app/[locale]/layout.tsx): `validConsent` of
 * consent-choice.ts on `document.cookie`, written out in plain ES5 and built from the same
 * constants (name, value pattern, version, a year, the clock skew), so the two cannot drift;
 * tests/storefront/consent-script.test.ts checks that they agree on arbitrary cookies and times.
 * It reads the first cookie of that name, as `cookieValue` does.
 */
export function consentCheckScript(): string {
  const name = JSON.stringify(CONSENT_COOKIE);
  return (
    '(function(){try{' +
    'var v=null,p=document.cookie.split(";");' +
    'for(var i=0;i<p.length;i++){var s=p[i].indexOf("=");' +
    `if(s>0&&p[i].slice(0,s).trim()===${name}){v=p[i].slice(s+1).trim();break}}` +
    `var m=${CONSENT_VALUE_PATTERN.toString()}.exec(v||""),a=m?Date.now()-Number(m[3])*1000:0;` +
    `if(!(m&&Number(m[1])===${CONSENT_VERSION}&&a<${CONSENT_MAX_AGE_SECONDS * 1000}&&a>${-CONSENT_CLOCK_SKEW_MS}))` +
    `document.documentElement.setAttribute(${JSON.stringify(CONSENT_ASK_ATTRIBUTE)},"")` +
    '}catch(e){}})()'
  );
}
