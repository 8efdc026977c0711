import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const mapper = (sti) =>
  readdirSync(new URL(sti, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

const features = mapper('./web/src/features');
// A server area is a folder with a sub-app (index.ts); the other folders are libraries any code may use.
const omraader = mapper('./server').filter((navn) => readdirSync(new URL(`./server/${navn}`, import.meta.url)).includes('index.ts'));
// Modules of an area that other code needs besides its sub-app: the body validation, the editable texts, the theme,
// the requests' repository, whose keys (duplicates, claims) the store indexes and its migrations fill in, and the
// webhook outbox that case changes publish their events through.
const neutrale = {
  validation: ['./validator.ts'],
  workflows: ['./maskiner.ts'],
  tekst: ['./tekster.ts'],
  tema: ['./tema.ts'],
  forudbetaling: ['./anmodninger.ts'],
  webhooks: ['./udbakke.ts'],
};

/** The shape of the code (as Bulletproof React keeps it): one-way web layers, areas reached through index.ts. */
const graenser = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'En feature importerer ikke en anden feature; flyt det fælles til web/src/shared.',
  })),
  {
    target: './web/src/shared',
    from: ['./web/src/features', './web/src/app'],
    message: 'web/src/shared importerer hverken features eller app.',
  },
  { target: './web/src/features', from: './web/src/app', message: 'En feature importerer ikke fra app.' },
  ...omraader.map((omraade) => ({
    // The admin side of a case kind shares the applicant side's records (forudbetaling-admin reads forudbetaling).
    target: mapper('./server')
      .filter((navn) => navn !== omraade && navn !== `${omraade}-admin`)
      .map((navn) => `./server/${navn}`),
    from: `./server/${omraade}`,
    except: ['./index.ts', ...(neutrale[omraade] ?? [])],
    message: `Et andet område når server/${omraade} kun gennem dens index.ts.`,
  })),
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'bench/results', 'contract/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Zones are read from the repository, wherever ESLint is started from.
      'import-x/no-restricted-paths': ['error', { zones: graenser, basePath: fileURLToPath(new URL('.', import.meta.url)) }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The web app names the shared top-level folders by their aliases (web/aliaser.ts), never by climbing out of web/src.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(engine|schemas|workflows|content|contract)/',
              message: 'Brug aliaset (@engine/…, @schemas/…, @workflows/…, @content/…, @contract/…) i stedet for at klatre ud af web/src.',
            },
            {
              regex: '^@engine/alle-tekster$',
              message: 'Web-appen indlæser hvert områdes faste tekster med områdets chunk (web/src/app/…/tekster.ts), ikke alle: brug @engine/tekster.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's code finds every fixed text: engine/tekster.ts alone holds only what some code has loaded.
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'stress/**/*.ts', 'web/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '(^|/)engine/tekster$', message: 'Serveren henter de faste tekster fra engine/alle-tekster, som indlæser dem alle.' }],
        },
      ],
    },
  },
  {
    // react-bootstrap names its close and menu buttons in English unless told otherwise.
    files: ['web/src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ["JSXOpeningElement[name.name='Alert']:has(JSXAttribute[name.name='dismissible'])", 'closeLabel'],
          ["JSXOpeningElement[name.property.name='Header']:has(JSXAttribute[name.name='closeButton'])", 'closeLabel'],
          ["JSXOpeningElement[name.object.name='Navbar'][name.property.name='Toggle']", 'label'],
          ["JSXOpeningElement[name.name='CloseButton']", 'aria-label'],
        ].map(([element, navn]) => ({
          selector: `${element}:not(:has(JSXAttribute[name.name='${navn}']))`,
          message: `Giv knappen et dansk navn med ${navn}={t('…')}: react-bootstraps standard er engelsk.`,
        })),
      ],
    },
  },
);
