import {
  Alert,
  Button,
  Heading,
  Input,
  Label,
  Paragraph,
  Table,
  ValidationMessage,
} from '@digdir/designsystemet-react'
import { Form } from 'react-router'
import { format } from '../../../../i18n/format.ts'
import { FieldFrame } from '../../form/field-frame.tsx'
import { FormErrorSummary } from '../../form/form-error-summary.tsx'
import type { ImportResult } from './product-import.server.ts'
import { t } from './product-texts.ts'

const FILE_ID = 'import-fil'
const REPORT_ID = 'import-rapport'

/** The rows to fix, in the spreadsheet's words: its row number, the column's name, the problem. */
function ImportReport({ result }: { result: ImportResult }) {
  return (
    <Alert data-color="danger" id={REPORT_ID}>
      <Heading level={2} data-size="xs">
        {t.import.errorTitle}
      </Heading>
      <Paragraph>{format(t.import.errorLead, { rows: result.rowCount })}</Paragraph>
      {result.problemCount > result.problems.length ? (
        <Paragraph>
          {format(t.import.errorMore, {
            shown: result.problems.length,
            count: result.problemCount,
          })}
        </Paragraph>
      ) : null}
      <Table>
        <caption className="ds-sr-only">{t.import.errorTitle}</caption>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>{t.import.row}</Table.HeaderCell>
            <Table.HeaderCell>{t.import.column}</Table.HeaderCell>
            <Table.HeaderCell>{t.import.message}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {result.problems.map((problem) => (
            <Table.Row key={`${problem.rad}-${problem.kolonne}`}>
              <Table.Cell>{problem.rad}</Table.Cell>
              <Table.Cell>{problem.kolonne}</Table.Cell>
              <Table.Cell>{problem.melding}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Alert>
  )
}

/**
 * The upload form: a real multipart post, so it works without JavaScript; a refused file says
 * why at the field, refused rows are listed below it, both named in the summary at the top.
 */
export function ImportForm({ result }: { result: ImportResult | undefined }) {
  const summary = [
    ...(result?.fileError ? [{ target: FILE_ID, text: result.fileError }] : []),
    ...(result?.problemCount
      ? [{ target: REPORT_ID, text: format(t.import.errorLead, { rows: result.rowCount }) }]
      : []),
  ]
  return (
    <>
      <FormErrorSummary items={summary} />
      <Form method="post" encType="multipart/form-data">
        <FieldFrame>
          <Label htmlFor={FILE_ID}>{t.import.file}</Label>
          <Input
            id={FILE_ID}
            type="file"
            name="fil"
            accept=".xlsx,.csv,.zip,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,application/zip"
            aria-invalid={result?.fileError ? true : undefined}
            aria-describedby={result?.fileError ? `${FILE_ID}-error` : undefined}
          />
          {result?.fileError ? (
            <ValidationMessage id={`${FILE_ID}-error`}>{result.fileError}</ValidationMessage>
          ) : null}
        </FieldFrame>
        <Button type="submit">{t.import.submit}</Button>
      </Form>
      {result?.problemCount ? <ImportReport result={result} /> : null}
    </>
  )
}
