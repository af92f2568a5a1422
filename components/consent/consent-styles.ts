/** The banner's buttons, shared by its first layer (server-rendered) and its settings layer. */
export const consentButton = 'rounded-full border border-ink px-5 py-2.5 text-sm font-semibold';
// "Alle ablehnen" looks and weighs exactly like "Alle akzeptieren" (German/EU rules: rejecting as easy as accepting).
export const choiceButton = `${consentButton} bg-ink text-paper hover:bg-accent hover:border-accent`;
