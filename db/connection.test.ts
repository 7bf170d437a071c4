import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase, type Database } from './connection.ts'

/**
 * The embedded database under queries in parallel from ten connections, as a server process
 * and a test connect to it side by side: each must get its own answer. Its socket server once
 * mixed the protocol messages of two connections, so large parameters arrived corrupt and some
 * queries never got an answer.
 */

let database: Database
let connections: pg.Pool

beforeAll(async () => {
  database = await openDatabase()
  connections = new pg.Pool({ connectionString: database.url, max: 10 })
  await connections.query('create table parallel_test (id serial primary key, data bytea)')
})

afterAll(async () => {
  await connections.end()
  await database.close()
})

it('answers forty parallel queries with large parameters, each correctly', async () => {
  const large = (index: number) => Buffer.alloc(2 * 1024 * 1024, index)
  const answers = await Promise.all(
    Array.from({ length: 40 }, async (_, index) => {
      if (index % 2 === 0) {
        const { rows } = await connections.query<{ n: number }>('select $1::int + 1 as n', [index])
        return rows[0]!.n === index + 1
      }
      const { rows } = await connections.query<{ first: number; size: number }>(
        'insert into parallel_test (data) values ($1) returning get_byte(data, 0) as first, length(data) as size',
        [large(index)],
      )
      return rows[0]!.first === index && rows[0]!.size === 2 * 1024 * 1024
    }),
  )
  expect(answers.filter((correct) => !correct)).toEqual([])
})
