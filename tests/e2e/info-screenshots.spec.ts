import { test } from './support/test.ts'

/**
 * Not a check: full-page pictures of the authority, about and privacy pages in Bokmål and
 * Nynorsk at each width, for a person to look at (/tmp/farlige-produkter-screenshots/).
 */
const DIR = '/tmp/farlige-produkter-screenshots'

test('screenshots of the authority, about and privacy pages', async ({ page, request }, info) => {
  const authorities = (await (await request.get('/api/v1/myndighet')).json()) as Array<{
    id: number
  }>
  const pages = {
    authorities: '/myndighet',
    authority: `/myndighet/${authorities[0]?.id ?? 1}`,
    about: '/omnettstedet',
    privacy: '/personvern',
  }
  for (const lang of ['nb', 'nn']) {
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${path}?lang=${lang}`)
      await page.screenshot({
        path: `${DIR}/${info.project.name}-${name}-${lang}.png`,
        fullPage: true,
      })
    }
  }
})
