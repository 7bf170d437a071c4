import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** Solves a challenge as the ALTCHA widget does, and packs the answer as the widget sends it. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 })
  if (!solution) throw new Error('captcha not solved in time')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
