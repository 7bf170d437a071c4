// ESLint for the whole repository, type-aware (docs/decisions/035-lint-format-unused-code.md).
// Every rule switched off or narrowed below says why.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    // Generated: the build, the embedded database, React Router's route types, Drizzle's
    // migrations and Playwright's results.
    ignores: [
      'build/**',
      'data/**',
      '.react-router/**',
      'db/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      // Fastify plugins, hooks and the interfaces that take a promise-returning function are
      // written `async` without an `await` (Fastify's own style: an async plugin is done when it
      // resolves). The rule would force the callback style or Promise.resolve() wrappers; a
      // forgotten await is what no-floating-promises and no-misused-promises catch.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          // `const { omitted: _omitted, ...rest } = row` leaves a field out of a copy, and a
          // parameter that a signature requires but the body ignores is named `_name`.
          ignoreRestSiblings: true,
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
        },
      ],
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          // React Router loaders and actions throw a Response or data(...) to answer with a
          // status (404, 400), which the framework renders through the error boundary.
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**/*.ts', 'tests/**/*.tsx'],
    rules: {
      // Tests read response bodies (`res.json()`, `JSON.parse`) as `any` and check them with
      // expect(); the assertion is the type check there, and a cast per body would only hide it.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // JavaScript files (this one, the page-view beacon) are outside the TypeScript project.
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // The page-view beacon is a classic script served as it is to every browser.
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.tsx', 'app/**/*.ts'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
)
