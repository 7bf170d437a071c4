import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** Solves a challenge as the ALTCHA widget does, and packs the answer as the widget sends it. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 })
  if (!solution) throw new Error('captcha not solved in time')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** The same solution with one digit of its derived key changed: a wrong answer, well formed. */
export function wrongAnswer(token: string): string {
  const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8'))
  const key: string = payload.solution.derivedKey
  payload.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}
