import tema from '@content/tema.json';

/** The portal's name from the fund's theme (content/tema.json), the same the server's pages and /tema.css use. */
export const portalNavn: string = tema.navn;

/** The logo the theme names, as the server serves it. */
export const LOGO_STI = '/tema/logo';
