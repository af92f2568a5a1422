/**
 * The embedded provider's pages in the shopper's language. The shop names it in the sign-in
 * request (OpenID's `ui_locales`, lib/account/third-party.ts); without one the browser's
 * Accept-Language decides, and English is the last resort (a provider's pages are not the shop's).
 * The provider is its own server: its few texts live here, in the shop's six languages.
 */
export type PageLanguage = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt';

export interface PageTexts {
  lang: string;
  theShop: string;
  signInTitle: string;
  signInHeading: (client: string) => string;
  email: string;
  password: string;
  signIn: string;
  cancel: string;
  wrongCredentials: string;
  demoNote: string;
  name: string;
  emailVerified: string;
  yes: string;
  no: string;
  consentTitle: string;
  consentHeading: (client: string) => string;
  scopes: Record<'openid' | 'email' | 'profile', string>;
  signedInAs: (name: string) => string;
  you: string;
  allow: string;
  failedTitle: string;
  failedMessage: string;
  expiredMessage: string;
  notAllowedTitle: string;
  notAllowedMessage: string;
}

const TEXTS: Record<PageLanguage, PageTexts> = {
  en: {
    lang: 'en',
    theShop: 'the shop',
    signInTitle: 'Sign in',
    signInHeading: (client) => `Sign in to continue to ${client}`,
    email: 'E-mail address',
    password: 'Password',
    signIn: 'Sign in',
    cancel: 'Cancel',
    wrongCredentials: 'Incorrect e-mail address or password.',
    demoNote: "Demo ID is the shop's built-in demo sign-in provider. Demo accounts:",
    name: 'Name',
    emailVerified: 'E-mail verified',
    yes: 'yes',
    no: 'no',
    consentTitle: 'Allow access',
    consentHeading: (client) => `Allow ${client} to`,
    scopes: { openid: 'know who you are', email: 'see your e-mail address', profile: 'see your name' },
    signedInAs: (name) => `Signed in as ${name}.`,
    you: 'you',
    allow: 'Allow',
    failedTitle: 'Sign-in failed',
    failedMessage: 'The request could not be completed.',
    expiredMessage: 'This sign-in has expired. Please start again from the shop.',
    notAllowedTitle: 'Not allowed',
    notAllowedMessage: 'Use the form on the sign-in page.',
  },
  de: {
    lang: 'de',
    theShop: 'den Shop',
    signInTitle: 'Anmelden',
    signInHeading: (client) => `Anmelden für ${client}`,
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    signIn: 'Anmelden',
    cancel: 'Abbrechen',
    wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
    demoNote: 'Demo ID ist der eingebaute Demo-Anmeldedienst des Shops. Demo-Konten:',
    name: 'Name',
    emailVerified: 'E-Mail bestätigt',
    yes: 'ja',
    no: 'nein',
    consentTitle: 'Zugriff erlauben',
    consentHeading: (client) => `Folgendes für ${client} erlauben:`,
    scopes: { openid: 'wissen, wer Sie sind', email: 'Ihre E-Mail-Adresse sehen', profile: 'Ihren Namen sehen' },
    signedInAs: (name) => `Angemeldet als ${name}.`,
    you: 'Sie',
    allow: 'Erlauben',
    failedTitle: 'Anmeldung fehlgeschlagen',
    failedMessage: 'Die Anfrage konnte nicht ausgeführt werden.',
    expiredMessage: 'Diese Anmeldung ist abgelaufen. Bitte beginnen Sie erneut im Shop.',
    notAllowedTitle: 'Nicht erlaubt',
    notAllowedMessage: 'Bitte verwenden Sie das Formular der Anmeldeseite.',
  },
  fr: {
    lang: 'fr',
    theShop: 'la boutique',
    signInTitle: 'Connexion',
    signInHeading: (client) => `Connectez-vous pour continuer vers ${client}`,
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    cancel: 'Annuler',
    wrongCredentials: 'Adresse e-mail ou mot de passe incorrect.',
    demoNote: 'Demo ID est le service de connexion de démonstration intégré à la boutique. Comptes de démonstration :',
    name: 'Nom',
    emailVerified: 'E-mail vérifié',
    yes: 'oui',
    no: 'non',
    consentTitle: 'Autoriser l’accès',
    consentHeading: (client) => `Autoriser ${client} à`,
    scopes: { openid: 'savoir qui vous êtes', email: 'voir votre adresse e-mail', profile: 'voir votre nom' },
    signedInAs: (name) => `Connecté en tant que ${name}.`,
    you: 'vous',
    allow: 'Autoriser',
    failedTitle: 'Échec de la connexion',
    failedMessage: 'La demande n’a pas pu aboutir.',
    expiredMessage: 'Cette connexion a expiré. Veuillez recommencer depuis la boutique.',
    notAllowedTitle: 'Non autorisé',
    notAllowedMessage: 'Utilisez le formulaire de la page de connexion.',
  },
  es: {
    lang: 'es',
    theShop: 'la tienda',
    signInTitle: 'Iniciar sesión',
    signInHeading: (client) => `Inicie sesión para continuar en ${client}`,
    email: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Iniciar sesión',
    cancel: 'Cancelar',
    wrongCredentials: 'Correo electrónico o contraseña incorrectos.',
    demoNote: 'Demo ID es el servicio de inicio de sesión de demostración integrado en la tienda. Cuentas de demostración:',
    name: 'Nombre',
    emailVerified: 'Correo verificado',
    yes: 'sí',
    no: 'no',
    consentTitle: 'Permitir el acceso',
    consentHeading: (client) => `Permitir a ${client}`,
    scopes: { openid: 'saber quién es usted', email: 'ver su correo electrónico', profile: 'ver su nombre' },
    signedInAs: (name) => `Sesión iniciada como ${name}.`,
    you: 'usted',
    allow: 'Permitir',
    failedTitle: 'Error al iniciar sesión',
    failedMessage: 'No se pudo completar la solicitud.',
    expiredMessage: 'Este inicio de sesión ha caducado. Vuelva a empezar desde la tienda.',
    notAllowedTitle: 'No permitido',
    notAllowedMessage: 'Utilice el formulario de la página de inicio de sesión.',
  },
  it: {
    lang: 'it',
    theShop: 'il negozio',
    signInTitle: 'Accedi',
    signInHeading: (client) => `Accedi per continuare verso ${client}`,
    email: 'Indirizzo e-mail',
    password: 'Password',
    signIn: 'Accedi',
    cancel: 'Annulla',
    wrongCredentials: 'Indirizzo e-mail o password errati.',
    demoNote: 'Demo ID è il servizio di accesso dimostrativo integrato nel negozio. Account dimostrativi:',
    name: 'Nome',
    emailVerified: 'E-mail verificata',
    yes: 'sì',
    no: 'no',
    consentTitle: 'Consenti l’accesso',
    consentHeading: (client) => `Autorizza ${client} a`,
    scopes: { openid: 'sapere chi sei', email: 'vedere il tuo indirizzo e-mail', profile: 'vedere il tuo nome' },
    signedInAs: (name) => `Accesso eseguito come ${name}.`,
    you: 'te',
    allow: 'Consenti',
    failedTitle: 'Accesso non riuscito',
    failedMessage: 'Non è stato possibile completare la richiesta.',
    expiredMessage: 'Questo accesso è scaduto. Ricomincia dal negozio.',
    notAllowedTitle: 'Non consentito',
    notAllowedMessage: 'Usa il modulo della pagina di accesso.',
  },
  pt: {
    lang: 'pt-BR',
    theShop: 'a loja',
    signInTitle: 'Entrar',
    signInHeading: (client) => `Entre para continuar para ${client}`,
    email: 'Endereço de e-mail',
    password: 'Senha',
    signIn: 'Entrar',
    cancel: 'Cancelar',
    wrongCredentials: 'E-mail ou senha incorretos.',
    demoNote: 'Demo ID é o serviço de login de demonstração integrado à loja. Contas de demonstração:',
    name: 'Nome',
    emailVerified: 'E-mail verificado',
    yes: 'sim',
    no: 'não',
    consentTitle: 'Permitir acesso',
    consentHeading: (client) => `Permitir que ${client} possa`,
    scopes: { openid: 'saber quem você é', email: 'ver seu endereço de e-mail', profile: 'ver seu nome' },
    signedInAs: (name) => `Conectado como ${name}.`,
    you: 'você',
    allow: 'Permitir',
    failedTitle: 'Falha ao entrar',
    failedMessage: 'Não foi possível concluir a solicitação.',
    expiredMessage: 'Este login expirou. Comece novamente pela loja.',
    notAllowedTitle: 'Não permitido',
    notAllowedMessage: 'Use o formulário da página de login.',
  },
};

function isPageLanguage(value: string): value is PageLanguage {
  return Object.hasOwn(TEXTS, value);
}

/** The first supported language of a list of BCP 47 tags ("fr-FR en" or an Accept-Language header with q-values), or null. */
function firstSupported(tags: string): PageLanguage | null {
  const ranked = tags
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';');
      const q = Number(params.find((param) => param.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.language).find(isPageLanguage) ?? null;
}

/** The page's texts: the sign-in request's ui_locales first, then the browser's Accept-Language, then English. */
export function pageTexts(uiLocales: unknown, acceptLanguage: string | null | undefined): PageTexts {
  const requested = typeof uiLocales === 'string' ? firstSupported(uiLocales) : null;
  return TEXTS[requested ?? firstSupported(acceptLanguage ?? '') ?? 'en'];
}
