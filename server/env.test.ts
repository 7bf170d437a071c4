import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_CAPTCHA_SECRET } from '../domain/captcha/captcha.ts'
import { assertDeployable, deploymentProblems, envSchema, readEnv } from './env.ts'

describe('readEnv', () => {
  it('runs on the embedded database with demo data when nothing is set', () => {
    const env = readEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      DATA_DIR: './data',
      DEMO_DATA: true,
    })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('seeds no demo data into a real PostgreSQL unless asked', () => {
    expect(readEnv({ DATABASE_URL: 'postgres://db/fp' }).DEMO_DATA).toBe(false)
    expect(readEnv({ DATABASE_URL: 'postgres://db/fp', DEMO_DATA: 'true' }).DEMO_DATA).toBe(true)
  })

  it('treats an empty optional value as unset', () => {
    const env = readEnv({ WARNING_BANNER: '  ', DATABASE_URL: '' })
    expect(env.WARNING_BANNER).toBeUndefined()
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.DEMO_DATA).toBe(true)
  })

  it('treats an empty or blank value of any setting as unset, as deployment tools write them', () => {
    // `NODE_ENV=` in a compose file or a unit file: the defaults, not a refusal to start.
    const names = Object.keys(envSchema.shape)
    const blank = readEnv(Object.fromEntries(names.map((name, i) => [name, i % 2 ? '' : ' '])))
    expect(blank).toEqual(readEnv({}))
    expect(readEnv({ NODE_ENV: '', PORT: '' })).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
    })
    expect(readEnv({ NODE_ENV: '', DATABASE_URL: 'postgres://db/fp' }).DEMO_DATA).toBe(false)
  })

  it('sends no mail but keeps it when no SMTP server is given, polling every five seconds', () => {
    const env = readEnv({})
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.MAIL_FROM).toBe('Farlige produkter <ikke-svar@farligeprodukter.example.no>')
    expect(env.MAIL_POLL_SECONDS).toBe(5)
    expect(() => readEnv({ MAIL_POLL_SECONDS: '0' })).toThrow(/MAIL_POLL_SECONDS/)
  })

  it('believes no X-Forwarded-For unless TRUST_PROXY names the proxies or counts them', () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false)
    expect(readEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(readEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::/8' }).TRUST_PROXY).toEqual([
      'loopback',
      '10.0.0.0/8',
      'fd00::/8',
    ])
    // Believing every hop would let any client name its own address.
    expect(() => readEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/)
    expect(() => readEnv({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY.*"10.0.0.0\/33"/)
  })

  it('limits API reads to 300 a minute per address unless lifted', () => {
    expect(readEnv({}).RATE_LIMIT_READS_PER_MINUTE).toBe(300)
    expect(readEnv({ RATE_LIMIT_READS_PER_MINUTE: '5000' }).RATE_LIMIT_READS_PER_MINUTE).toBe(5000)
    expect(() => readEnv({ RATE_LIMIT_READS_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_READS/)
  })

  it('keeps reports 24 months unless configured, and never less than a month or over ten years', () => {
    expect(readEnv({}).REPORT_RETENTION_MONTHS).toBe(24)
    expect(readEnv({ REPORT_RETENTION_MONTHS: '36' }).REPORT_RETENTION_MONTHS).toBe(36)
    for (const wrong of ['0', '1.5', '121', 'to år']) {
      expect(() => readEnv({ REPORT_RETENTION_MONTHS: wrong })).toThrow(/REPORT_RETENTION_MONTHS/)
    }
  })

  it('takes an identity provider only with its client id and secret', () => {
    const oidc = {
      OIDC_ISSUER: 'https://login.example.no/tenant/v2.0',
      OIDC_CLIENT_ID: 'farlige-produkter',
      OIDC_CLIENT_SECRET: 'hemmelig',
    }
    expect(readEnv(oidc)).toMatchObject(oidc)
    expect(readEnv({}).OIDC_ISSUER).toBeUndefined()
    expect(() => readEnv({ ...oidc, OIDC_CLIENT_SECRET: '' })).toThrow(/set all three or none/)
    expect(() => readEnv({ OIDC_CLIENT_ID: 'x' })).toThrow(/set all three or none/)
    expect(() => readEnv({ ...oidc, OIDC_ISSUER: 'ftp://x.example.no' })).toThrow(/OIDC_ISSUER/)
  })

  it('trusts a provider’s addresses without email_verified only when told, and only with one', () => {
    const oidc = {
      OIDC_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      OIDC_CLIENT_ID: 'farlige-produkter',
      OIDC_CLIENT_SECRET: 'hemmelig',
    }
    expect(readEnv(oidc).OIDC_EMAIL_VERIFIED_BY_PROVIDER).toBe(false)
    const trusted = readEnv({ ...oidc, OIDC_EMAIL_VERIFIED_BY_PROVIDER: 'true' })
    expect(trusted.OIDC_EMAIL_VERIFIED_BY_PROVIDER).toBe(true)
    expect(() => readEnv({ ...oidc, OIDC_EMAIL_VERIFIED_BY_PROVIDER: 'ja' })).toThrow(
      /OIDC_EMAIL_VERIFIED_BY_PROVIDER/,
    )
    expect(() => readEnv({ OIDC_EMAIL_VERIFIED_BY_PROVIDER: 'true' })).toThrow(
      /OIDC_EMAIL_VERIFIED_BY_PROVIDER applies to an identity provider/,
    )
  })

  it('names the setting that is wrong', () => {
    expect(() => readEnv({ PORT: 'tre tusen' })).toThrow(/PORT/)
    expect(() => readEnv({ DEMO_DATA: 'ja' })).toThrow(/DEMO_DATA/)
  })
})

describe('deploymentProblems', () => {
  const deployment = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://db/fp',
    CAPTCHA_SECRET: 'k'.repeat(32),
    SMTP_URL: 'smtp://smtp.example.no:587',
    PUBLIC_URL: 'https://farligeprodukter.example.no',
  }

  it('lets a deployment with its own secrets start', () => {
    expect(deploymentProblems(readEnv(deployment))).toEqual([])
    expect(() => assertDeployable(readEnv(deployment))).not.toThrow()
  })

  it('refuses the development captcha key, a missing one and a short one', () => {
    const problems = (secret: string | undefined) =>
      deploymentProblems(readEnv({ ...deployment, CAPTCHA_SECRET: secret }))
    expect(problems(DEVELOPMENT_CAPTCHA_SECRET)).toEqual([
      'CAPTCHA_SECRET must not be the development value',
    ])
    expect(problems(undefined)).toEqual(['CAPTCHA_SECRET must be set'])
    expect(problems('  ')).toEqual(['CAPTCHA_SECRET must be set'])
    expect(problems('k'.repeat(31))).toEqual(['CAPTCHA_SECRET must be at least 32 characters'])
  })

  it('refuses a public address in the clear, which e-mail links with tokens would point at', () => {
    const problems = (url: string) =>
      deploymentProblems(readEnv({ ...deployment, PUBLIC_URL: url }))
    expect(problems('http://farligeprodukter.example.no')).toEqual([
      'PUBLIC_URL must start with https:// (it is http://farligeprodukter.example.no)',
    ])
    expect(() =>
      assertDeployable(readEnv({ ...deployment, PUBLIC_URL: 'HTTP://127.0.0.1:3000/' })),
    ).toThrow(/Refusing to start.*\n {2}PUBLIC_URL must start with https:\/\//)
    // The one-machine demo of npm start (production on the embedded database) serves plain http.
    const demo = { ...deployment, DATABASE_URL: undefined, PUBLIC_URL: 'http://localhost:3000' }
    expect(deploymentProblems(readEnv(demo))).toEqual([])
  })

  it('names every problem at once', () => {
    const env = readEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/fp' })
    expect(() => assertDeployable(env)).toThrow(
      /CAPTCHA_SECRET must be set\n {2}SMTP_URL must be set\n {2}PUBLIC_URL must be set/,
    )
  })

  it('lets development, tests and the embedded demo of npm start run on the defaults', () => {
    expect(deploymentProblems(readEnv({ DATABASE_URL: 'postgres://db/fp' }))).toEqual([])
    expect(deploymentProblems(readEnv({ NODE_ENV: 'production' }))).toEqual([])
  })
})
