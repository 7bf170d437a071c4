import { writeFile } from 'node:fs/promises'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ean13Picture } from './ean13-image.ts'
import { test as base } from './test.ts'

const WIDTH = 640
const HEIGHT = 480

/**
 * One frame of YUV4MPEG2, the format Chromium's fake camera plays in a loop: a grey picture is its
 * luma plane with neutral chroma (4:2:0, so a quarter of the pixels each).
 */
function y4m(grey: Buffer): Buffer {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`)
  const chroma = Buffer.alloc((WIDTH * HEIGHT) / 2, 128)
  return Buffer.concat([header, grey, chroma])
}

/** A white page: nothing for the reader to find. */
const BLANK = y4m(Buffer.alloc(WIDTH * HEIGHT, 255))

/**
 * Chromium with a fake camera that films a file (--use-file-for-fake-video-capture), and the
 * camera permission given, as a person who allows it would. The file is read each time the
 * camera starts, so a test puts the picture it wants in front of the camera with `showBarcode`
 * before pressing the button. Until then the camera films a blank white page.
 */
export const test = base.extend<
  { showBarcode: (ean: string) => Promise<void> },
  { cameraFile: string }
>({
  cameraFile: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this
    async ({}, use, workerInfo) => {
      const file = path.join(tmpdir(), `fp-e2e-camera-${process.pid}-${workerInfo.workerIndex}.y4m`)
      writeFileSync(file, BLANK)
      await use(file)
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, cameraFile }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${cameraFile}`,
        ],
      })
    },
    { scope: 'worker' },
  ],
  // eslint-disable-next-line no-empty-pattern -- as above
  permissions: async ({}, use) => use(['camera']),
  showBarcode: [
    async ({ cameraFile }, use) => {
      // Each test starts with the camera on a blank page, whatever the test before showed it.
      await writeFile(cameraFile, BLANK)
      await use(async (ean) => writeFile(cameraFile, y4m(await ean13Picture(ean, WIDTH, HEIGHT))))
    },
    { auto: true },
  ],
})

/** Chromium with its fake media devices but no camera among them: a computer without one. */
export const testWithoutCamera = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--use-fake-device-for-media-stream=device-count=0'],
      })
    },
    { scope: 'worker' },
  ],
})
