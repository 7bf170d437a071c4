// Measures the libraries the in-process search index is built on (decisions 038, 070): compressed
// bitmaps for the posting lists and facets, and the Norwegian Snowball stemmer. Synthetic data,
// no database, no network: `node bench/search-index-libraries.ts`.
//
// roaring (native) and @orama/stemmers are the project's own dependencies. The alternatives are
// measured when `--candidates DIR` names a node_modules folder they were installed into by hand
// (roaring-wasm, typedfastbitset, snowball-stemmers, @nlpjs/lang-no, multilingual-stemmer); a
// package that is missing there, or will not load, is reported as such.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { stemmer as oramaNorwegian } from '@orama/stemmers/norwegian'
import roaringNative from 'roaring'
import { generateProducts } from '../db/seed/products.ts'
import { foldAccents, stemWord } from '../domain/search/index/stem-word.ts'
import {
  fastBitSetLibrary,
  roaringLibrary,
  type BitmapLibrary,
  type FastBitSetModule,
  type RoaringModule,
} from './bitmap-libraries.ts'

const { values: flags } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    words: { type: 'string', default: '1000' },
    categories: { type: 'string', default: '200' },
    queries: { type: 'string', default: '2000' },
    candidates: { type: 'string' },
  },
})
const PRODUCTS = Number(flags.products)
const WORDS = Number(flags.words)
const CATEGORIES = Number(flags.categories)
const QUERIES = Number(flags.queries)
const candidates = flags.candidates && createRequire(join(flags.candidates, 'noop.js'))

/** A repeatable uniform number generator (mulberry32), so every run sees the same data. */
function uniform(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` distinct product ids of `total`, sorted. */
function sample(random: () => number, total: number, count: number): Uint32Array {
  const ids = new Set<number>()
  while (ids.size < count) ids.add(Math.floor(random() * total))
  return Uint32Array.from(ids).sort()
}

/**
 * Posting lists with the skew of real text: the word of rank r is in about 1.5 / r^0.9 of the
 * products (the first ones capped at half), so the most frequent words match tens of thousands
 * of products and most words a few dozen. Each product is in one category, whose sizes are
 * skewed the same way.
 */
function catalogue() {
  const random = uniform(38)
  const words = Array.from({ length: WORDS }, (_, index) => {
    const share = Math.min(0.5, 1.5 / (index + 1) ** 0.9)
    return sample(random, PRODUCTS, Math.max(3, Math.round(PRODUCTS * share)))
  })
  const weights = Array.from({ length: CATEGORIES }, (_, index) => 1 / (index + 1) ** 0.8)
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  const members: number[][] = weights.map(() => [])
  for (let product = 0; product < PRODUCTS; product++) {
    let pick = random() * total
    let category = 0
    while (pick > weights[category]! && category < CATEGORIES - 1) pick -= weights[category++]!
    members[category]!.push(product)
  }
  const categories = members.map((ids) => Uint32Array.from(ids))
  // Visitors type frequent words more often than rare ones: a query takes one to three words,
  // drawn with the same skew, and counts its matches in every category.
  const queries = Array.from({ length: QUERIES }, () => {
    const length = 1 + Math.floor(random() * 3)
    return Array.from({ length }, () => Math.floor(WORDS * random() ** 3))
  })
  return { words, categories, queries }
}

function percentile(sorted: number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!
}

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

function installMethod(packageName: string, directory: string) {
  const manifest = JSON.parse(
    readFileSync(join(directory, packageName, 'package.json'), 'utf8'),
  ) as { version: string; scripts?: Record<string, string>; gypfile?: boolean }
  const scripts = ['preinstall', 'install', 'postinstall']
    .map((name) => manifest.scripts?.[name] && `${name}: ${manifest.scripts[name]}`)
    .filter(Boolean)
  return `${packageName}@${manifest.version}: ${scripts.length ? scripts.join('; ') : 'no install script (JavaScript/WebAssembly only)'}`
}

function measureBitmaps<B>(library: BitmapLibrary<B>, data: ReturnType<typeof catalogue>) {
  globalThis.gc?.()
  const rssBefore = process.memoryUsage().rss
  const started = performance.now()
  const words = data.words.map((ids) => library.from(ids))
  const categories = data.categories.map((ids) => library.from(ids))
  const buildMs = performance.now() - started
  const rssMb = megabytes(process.memoryUsage().rss - rssBefore)
  const bytes = [...words, ...categories].reduce((sum, bitmap) => sum + library.bytes(bitmap), 0)
  const timings: number[] = []
  let checksum = 0
  // The first round warms up the JIT and is not timed; the checksum is of the timed round.
  for (const round of [0, 1]) {
    for (const query of data.queries) {
      const queryStarted = performance.now()
      const matches = library.intersect(query.map((word) => words[word]!))
      let counted = library.size(matches)
      for (const category of categories) counted += library.andCardinality(matches, category)
      if (round) timings.push(performance.now() - queryStarted)
      if (round) checksum += counted
      library.free(matches)
    }
  }
  timings.sort((a, b) => a - b)
  console.log(
    `| ${library.name} | ${buildMs.toFixed(0)} ms | ${megabytes(bytes)} MB | ${rssMb} MB | ` +
      `${percentile(timings, 0.5).toFixed(3)} ms | ${percentile(timings, 0.95).toFixed(3)} ms | ${checksum} |`,
  )
  for (const bitmap of [...words, ...categories]) library.free(bitmap)
}

/** The words of the demo catalogue's texts, folded and lower-cased as the stemmer gets them. */
function stemmerInput(): string[] {
  const now = new Date('2026-11-25T12:00:00Z')
  const words = new Set<string>()
  for (const product of generateProducts({ count: 600, withdrawnCount: 4, now })) {
    for (const value of Object.values(product.fields)) {
      if (typeof value !== 'string') continue
      for (const word of value.split(/[^\p{L}]+/u)) if (word) words.add(word)
    }
  }
  return [...words]
}

/**
 * Words a second, each stemmer given the words folded and lower-cased as PostgreSQL gives them
 * to its stemmer; stemWord is given them as written, and folds and drops stop words itself.
 */
function measureStemmer(name: string, stem: (word: string) => string | null, words: string[]) {
  const asWritten = name.startsWith('stemWord')
  const input = asWritten ? words : words.map((word) => foldAccents(word).toLowerCase())
  for (const word of input) stem(word)
  const rounds = 50
  const started = performance.now()
  for (let round = 0; round < rounds; round++) for (const word of input) stem(word)
  const seconds = (performance.now() - started) / 1000
  const agreeing = input.filter((word) => stem(word) === oramaNorwegian(word)).length
  console.log(
    `| ${name} | ${Math.round((rounds * input.length) / seconds / 1000)}k words/s | ` +
      `${asWritten ? 'n/a' : `${agreeing} of ${input.length}`} |`,
  )
}

/** Loads a package from the candidates folder, or says why it could not. */
function candidate<T>(packageName: string): T | string {
  if (!candidates) return 'not measured: no --candidates folder'
  try {
    return candidates(packageName) as T
  } catch (error) {
    return `not loaded: ${(error as Error).message.split('\n')[0]}`
  }
}

const ownModules = join(import.meta.dirname, '..', 'node_modules')
console.log(`Machine: ${cpus().length} × ${cpus()[0]?.model}, Node ${process.version}`)
console.log('\nInstall method')
console.log(`- ${installMethod('roaring', ownModules)}`)
console.log(`- ${installMethod('@orama/stemmers', ownModules)}`)
if (flags.candidates) {
  const names = ['roaring-wasm', 'typedfastbitset', 'snowball-stemmers', '@nlpjs/lang-no']
  for (const name of [...names, 'multilingual-stemmer']) {
    try {
      console.log(`- ${installMethod(name, flags.candidates)}`)
    } catch {
      console.log(`- ${name}: not installed in ${flags.candidates}`)
    }
  }
}

const data = catalogue()
const postings = data.words.reduce((sum, ids) => sum + ids.length, 0)
console.log(
  `\nBitmaps: ${PRODUCTS} products, ${WORDS} words (${postings} postings, ` +
    `${(postings / PRODUCTS).toFixed(1)} a product), ${CATEGORIES} categories; ` +
    `${QUERIES} queries of 1–3 words, each intersected, counted, and counted in every category`,
)
console.log('| library | build | serialized | RSS growth | query p50 | query p95 | checksum |')
console.log('| --- | --- | --- | --- | --- | --- | --- |')
measureBitmaps(roaringLibrary('roaring (native)', roaringNative as unknown as RoaringModule), data)
const roaringWasm = candidate<RoaringModule>('roaring-wasm')
if (typeof roaringWasm === 'string') console.log(`| roaring-wasm | ${roaringWasm} |`)
else {
  await roaringWasm.roaringLibraryInitialize?.()
  measureBitmaps(roaringLibrary('roaring-wasm', roaringWasm), data)
}
const fastBitSet = candidate<FastBitSetModule>('typedfastbitset')
if (typeof fastBitSet === 'string') console.log(`| typedfastbitset | ${fastBitSet} |`)
else measureBitmaps(fastBitSetLibrary(fastBitSet), data)

const words = stemmerInput()
console.log(`\nStemmers: ${words.length} distinct words of the demo catalogue, 50 rounds`)
console.log('| stemmer | throughput | same stem as @orama/stemmers |')
console.log('| --- | --- | --- |')
measureStemmer('@orama/stemmers (norwegian)', oramaNorwegian, words)
measureStemmer('stemWord (fold, stop words, stem)', stemWord, words)
const snowballStemmers = candidate<{ newStemmer(language: string): { stem(w: string): string } }>(
  'snowball-stemmers',
)
if (typeof snowballStemmers === 'string') console.log(`| snowball-stemmers | ${snowballStemmers} |`)
else {
  const stemmer = snowballStemmers.newStemmer('norwegian')
  measureStemmer('snowball-stemmers', (word) => stemmer.stem(word), words)
}
const nlpjs = candidate<{ StemmerNo: new () => { stemWord(w: string): string } }>('@nlpjs/lang-no')
if (typeof nlpjs === 'string') console.log(`| @nlpjs/lang-no | ${nlpjs} |`)
else {
  const stemmer = new nlpjs.StemmerNo()
  measureStemmer('@nlpjs/lang-no', (word) => stemmer.stemWord(word), words)
}
// An ES module only, without a "require" export: imported by its file.
const multilingual = flags.candidates
  ? ((await import(
      pathToFileURL(join(flags.candidates, 'multilingual-stemmer', 'dist', 'index.js')).href
    ).catch((error: Error) => `not loaded: ${error.message}`)) as
      { norwegian: (w: string) => string } | string)
  : 'not measured: no --candidates folder'
if (typeof multilingual === 'string') console.log(`| multilingual-stemmer | ${multilingual} |`)
else measureStemmer('multilingual-stemmer (Snowball 3.1)', multilingual.norwegian, words)
