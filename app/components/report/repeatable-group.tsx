import { Button, Fieldset, Heading, ValidationMessage } from '@digdir/designsystemet-react'
import { useRef, useState, type ReactNode } from 'react'
import { useReportField, useGroupRows } from './report-form-state.tsx'
import { ADD_ROW_FIELD, REMOVE_ROW_FIELD } from './report-values.ts'

interface RepeatableGroupProps {
  /** The API's name of the list, such as `hendelse_skadedePersoner`. */
  name: string
  /** What a row is called, with its number: 'Person 2'. */
  rowTitle: (number: number) => string
  addLabel: string
  removeLabel: (number: number) => string
  /** The fields of one row, named `${prefix}.field`. */
  children: (prefix: string) => ReactNode
}

/**
 * A list of rows a sender adds to and takes from (injured persons, importers, distributors).
 * The buttons are submit buttons that the page's action understands, so they work without
 * JavaScript; with it they change the rows at once. A row keeps what was typed in it when a
 * row above it is taken out: rows have keys of their own and are renumbered by place.
 */
export function RepeatableGroup(props: RepeatableGroupProps) {
  const group = useReportField(props.name)
  // Only the first render's count matters: after it the rows are this component's own state.
  const initialRows = useGroupRows(props.name, 0)
  const [rows, setRows] = useState(() => Array.from({ length: initialRows }, (_, index) => index))
  const nextKey = useRef(initialRows)
  const newKey = () => nextKey.current++
  const focusAfterAdd = useRef(false)

  return (
    <Fieldset id={group.id} tabIndex={-1} className="report-group-list">
      <Fieldset.Legend>{group.label}</Fieldset.Legend>
      {rows.map((key, index) => {
        const number = index + 1
        return (
          <div key={key} className="report-group" role="group" aria-label={props.rowTitle(number)}>
            <Heading
              level={3}
              data-size="2xs"
              tabIndex={-1}
              ref={(element) => {
                if (element && focusAfterAdd.current && index === rows.length - 1) {
                  focusAfterAdd.current = false
                  element.focus()
                }
              }}
            >
              {props.rowTitle(number)}
            </Heading>
            {props.children(`${props.name}.${index}`)}
            <Button
              type="submit"
              name={REMOVE_ROW_FIELD}
              value={`${props.name}.${index}`}
              variant="tertiary"
              data-size="sm"
              formNoValidate
              onClick={(event) => {
                event.preventDefault()
                setRows(rows.filter((each) => each !== key))
                // The button is gone with its row: focus goes to the list it was in.
                document.getElementById(group.id)?.focus()
              }}
            >
              {props.removeLabel(number)}
            </Button>
          </div>
        )
      })}
      <Button
        type="submit"
        name={ADD_ROW_FIELD}
        value={props.name}
        variant="secondary"
        formNoValidate
        onClick={(event) => {
          event.preventDefault()
          focusAfterAdd.current = true
          setRows([...rows, newKey()])
        }}
      >
        {props.addLabel}
      </Button>
      {group.error ? <ValidationMessage>{group.error}</ValidationMessage> : null}
    </Fieldset>
  )
}
