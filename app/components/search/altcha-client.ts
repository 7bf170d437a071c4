import 'altcha/external'
// Bokmål's texts serve Nynorsk too: the widget has no Nynorsk.
import 'altcha/i18n/nb'
import 'altcha/altcha.css'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import type { AltchaGlobal } from 'altcha/types'

/**
 * The ALTCHA widget in its build for a strict Content-Security-Policy: its styles come as a
 * stylesheet from this site and its worker as a script file from this site, where the default
 * build injects a <style> element and starts its worker from a blob: address, both of which
 * the policy refuses. Only the algorithm our challenges use is registered.
 */
// The package's declaration of this global does not resolve under NodeNext: named here.
const { $altcha } = globalThis as unknown as { $altcha: AltchaGlobal }
$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())
