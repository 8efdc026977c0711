import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
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
