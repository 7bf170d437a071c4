import { Field } from '@digdir/designsystemet-react'
import type { ComponentProps } from 'react'

/**
 * Designsystemet's Field as a plain element with its class, not its `<ds-field>` custom element.
 * That element ties a field's description and error to its input in the browser by adding their
 * ids to aria-describedby. Our fields write those ids in the HTML already, so that they work
 * without JavaScript, and with both a screen reader heard each text twice: the HTML is the one
 * owner. Use it for every field that sets aria-describedby itself.
 */
export function FieldFrame(props: ComponentProps<'div'>) {
  return (
    <Field asChild>
      <div {...props} />
    </Field>
  )
}
