/**
 * The colours a product can have, as the texts name them and the pictures paint them. One list,
 * so that a white product is called white in its name and description and looks white.
 */
const colourTable = {
  hvit: { neuter: 'hvitt', plural: 'hvite', hex: '#eeeeea' },
  svart: { neuter: 'svart', plural: 'svarte', hex: '#2b2b2d' },
  grå: { neuter: 'grått', plural: 'grå', hex: '#8d9094' },
  blå: { neuter: 'blått', plural: 'blå', hex: '#2f5fa8' },
  rød: { neuter: 'rødt', plural: 'røde', hex: '#c23a2f' },
  grønn: { neuter: 'grønt', plural: 'grønne', hex: '#3f8f4f' },
  gul: { neuter: 'gult', plural: 'gule', hex: '#f0c419' },
  oransje: { neuter: 'oransje', plural: 'oransje', hex: '#ee7d22' },
  rosa: { neuter: 'rosa', plural: 'rosa', hex: '#ec9ab8' },
  lilla: { neuter: 'lilla', plural: 'lilla', hex: '#8a5fb0' },
  turkis: { neuter: 'turkis', plural: 'turkise', hex: '#2fb3b0' },
  beige: { neuter: 'beige', plural: 'beige', hex: '#d8c3a0' },
  brun: { neuter: 'brunt', plural: 'brune', hex: '#7a5236' },
  sølvfarget: { neuter: 'sølvfarget', plural: 'sølvfargede', hex: '#c4c8cc' },
  gullfarget: { neuter: 'gullfarget', plural: 'gullfargede', hex: '#d4af37' },
} as const

export type ColourName = keyof typeof colourTable

const colourNames = Object.keys(colourTable) as ColourName[]

/** 'Produktet er hvitt': the form after a neuter noun. */
export const neuterForm = (colour: ColourName): string => colourTable[colour].neuter

/** 'med hvite detaljer': the plural form. */
export const pluralForm = (colour: ColourName): string => colourTable[colour].plural

/** The colour the pictures paint the product in. */
export const colourHex = (colour: ColourName): string => colourTable[colour].hex

/** Every way the texts write a colour, longest first, for finding colour words in a text. */
const colourWords: readonly { word: string; colour: ColourName }[] = colourNames
  .flatMap((colour) =>
    [colour, colourTable[colour].neuter, colourTable[colour].plural].map((word) => ({
      word,
      colour,
    })),
  )
  .sort((a, b) => b.word.length - a.word.length)

/** The colours a text names as whole words, each once. */
export function coloursIn(text: string): ColourName[] {
  const found = new Set<ColourName>()
  for (const word of text.toLowerCase().split(/[^\p{L}-]+/u)) {
    const match = colourWords.find((entry) => entry.word === word)
    if (match) found.add(match.colour)
  }
  return [...found]
}
