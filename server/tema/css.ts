import { bland, rgb } from '../../engine/kontrast';
import type { Tema } from './tema';

const kanaler = (farve: string) => rgb(farve).join(', ');
const moerkere = (farve: string, andel: number) => bland(farve, '#000000', andel);

/**
 * The theme as CSS over Bootstrap: its variables (primary, links, body, secondary text) and the
 * components that carry their colours in their own rules (buttons, checkboxes, the header), the
 * border of form controls,
 * focus ring of WCAG 2.2's focus appearance (a 3 px ring of `fokus` around 2 px of `baggrund`,
 * so it stands out on light and dark alike), the skip link and the footer. Served as /tema.css to
 * the web app and the server's own pages alike; the CSP forbids inline styles.
 */
export function temaCss({ farver: f }: Tema): string {
  const knap = (bg: string, tekst: string) => `
  --bs-btn-color: ${tekst}; --bs-btn-bg: ${bg}; --bs-btn-border-color: ${bg};
  --bs-btn-hover-color: ${tekst}; --bs-btn-hover-bg: ${moerkere(bg, 0.15)}; --bs-btn-hover-border-color: ${moerkere(bg, 0.2)};
  --bs-btn-active-color: ${tekst}; --bs-btn-active-bg: ${moerkere(bg, 0.2)}; --bs-btn-active-border-color: ${moerkere(bg, 0.25)};
  --bs-btn-disabled-color: ${tekst}; --bs-btn-disabled-bg: ${bg}; --bs-btn-disabled-border-color: ${bg};`;
  const omridsKnap = (farve: string, paa: string) => `
  --bs-btn-color: ${farve}; --bs-btn-border-color: ${farve};
  --bs-btn-hover-color: ${paa}; --bs-btn-hover-bg: ${farve}; --bs-btn-hover-border-color: ${farve};
  --bs-btn-active-color: ${paa}; --bs-btn-active-bg: ${farve}; --bs-btn-active-border-color: ${farve};
  --bs-btn-disabled-color: ${farve}; --bs-btn-disabled-border-color: ${farve};`;
  return `/* Made from content/tema.json (server/tema/css.ts). */
:root, [data-bs-theme=light] {
  --fond-primaer: ${f.primaer};
  --fond-tekst-paa-primaer: ${f.tekstPaaPrimaer};
  --fond-fokus: ${f.fokus};
  --fond-baggrund: ${f.baggrund};
  --bs-primary: ${f.primaer}; --bs-primary-rgb: ${kanaler(f.primaer)};
  --bs-primary-text-emphasis: ${moerkere(f.primaer, 0.4)};
  --bs-primary-bg-subtle: ${bland(f.primaer, '#ffffff', 0.85)}; --bs-primary-border-subtle: ${bland(f.primaer, '#ffffff', 0.6)};
  --bs-link-color: ${f.link}; --bs-link-color-rgb: ${kanaler(f.link)};
  --bs-link-hover-color: ${moerkere(f.link, 0.2)}; --bs-link-hover-color-rgb: ${kanaler(moerkere(f.link, 0.2))};
  --bs-body-color: ${f.tekst}; --bs-body-color-rgb: ${kanaler(f.tekst)};
  --bs-body-bg: ${f.baggrund}; --bs-body-bg-rgb: ${kanaler(f.baggrund)};
  --bs-secondary-color: ${f.daempetTekst}; --bs-secondary-rgb: ${kanaler(f.daempetTekst)};
  --bs-focus-ring-color: ${f.fokus};
}
.btn-primary {${knap(f.primaer, f.tekstPaaPrimaer)}
}
.btn-secondary {${knap(f.daempetTekst, f.baggrund)}
}
.btn-outline-primary {${omridsKnap(f.primaer, f.tekstPaaPrimaer)}
}
.btn-outline-secondary {${omridsKnap(f.daempetTekst, f.baggrund)}
}
.badge.bg-primary, .text-bg-primary { color: ${f.tekstPaaPrimaer} !important; }
/* A control's border in a colour one sees against the page (Bootstrap's light grey has 1.3:1; WCAG 1.4.11 asks 3:1). */
.form-control, .form-select, .form-check-input { border-color: ${f.kontrolKant}; }
.form-check-input:checked { background-color: ${f.primaer}; border-color: ${f.primaer}; }
.form-control:focus, .form-select:focus, .form-check-input:focus { border-color: ${f.primaer}; box-shadow: none; }
.list-group { --bs-list-group-active-bg: ${f.primaer}; --bs-list-group-active-border-color: ${f.primaer}; --bs-list-group-active-color: ${f.tekstPaaPrimaer}; }
.nav-pills { --bs-nav-pills-link-active-bg: ${f.primaer}; --bs-nav-pills-link-active-color: ${f.tekstPaaPrimaer}; }
.pagination { --bs-pagination-active-bg: ${f.primaer}; --bs-pagination-active-border-color: ${f.primaer}; --bs-pagination-color: ${f.link}; }
.progress, .progress-stacked { --bs-progress-bar-bg: ${f.primaer}; }

/* The header: the fund's colour, its links in full strength, the page one is on underlined. */
/* .navbar as well: Bootstrap's dark navbar sets its own link colours at that weight. */
.navbar.fond-hoved {
  --bs-navbar-color: ${f.tekstPaaPrimaer}; --bs-navbar-hover-color: ${f.tekstPaaPrimaer}; --bs-navbar-active-color: ${f.tekstPaaPrimaer};
  --bs-navbar-brand-color: ${f.tekstPaaPrimaer}; --bs-navbar-brand-hover-color: ${f.tekstPaaPrimaer};
  --bs-navbar-toggler-border-color: ${f.tekstPaaPrimaer};
  background-color: ${f.primaer}; color: ${f.tekstPaaPrimaer};
}
.fond-hoved .nav-link:hover, .fond-hoved .nav-link[aria-current=page] { text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: .4em; }
.fond-hoved .btn-outline-light {${omridsKnap(f.tekstPaaPrimaer, f.primaer)}
}
.fond-logo { height: 2rem; width: auto; }

/* A wide table scrolls inside its own area on a phone; what is positioned in it (a visually hidden header) stays there instead of widening the page. */
.table-responsive { position: relative; }

/* The footer: contact, and the privacy notice and the accessibility statement. */
.fond-sidefod { background-color: ${f.sidefod}; color: ${f.tekst}; border-top: 1px solid ${bland(f.sidefod, '#000000', 0.12)}; }
.fond-sidefod a { color: ${f.link}; }

/* The skip link: hidden until it has the focus, then at the top left above everything. */
.fond-spring:focus { position: absolute !important; top: .5rem; left: .5rem; z-index: 2000; padding: .5rem 1rem; background-color: ${f.baggrund}; color: ${f.link}; }

/* Keyboard focus everywhere alike, replacing Bootstrap's faint glow (WCAG 2.4.7, 2.4.11, 2.4.13). */
:focus-visible, .btn:focus-visible, .btn-close:focus-visible, .nav-link:focus-visible, .navbar-brand:focus-visible,
.navbar-toggler:focus-visible, .form-control:focus-visible, .form-select:focus-visible, .form-check-input:focus-visible,
.list-group-item-action:focus-visible, .page-link:focus-visible, .btn-check:focus-visible + .btn {
  outline: 3px solid ${f.fokus}; outline-offset: 2px; box-shadow: 0 0 0 2px ${f.baggrund};
}
.navbar-toggler:focus:not(:focus-visible) { box-shadow: none; }
/* Where a skip link or a route change puts the focus: a place to read from, not a control. */
main[tabindex="-1"]:focus-visible, h1[tabindex="-1"]:focus-visible { outline: none; box-shadow: none; }
`;
}
