import { Alert, Heading, Paragraph } from '@digdir/designsystemet-react'
import { useMessages } from '../messages/use-messages.ts'

/** Why the product is dangerous and what to do: the two things every visitor came for. */
export function ProductWarnings({ why, whatToDo }: { why: string; whatToDo: string }) {
  const t = useMessages()
  return (
    <div className="product-warnings">
      <Alert data-color="danger">
        <Heading level={2} data-size="xs">
          {t.catalogue.product.hvorforFarlig}
        </Heading>
        <Paragraph>{why}</Paragraph>
      </Alert>
      <Alert data-color="warning">
        <Heading level={2} data-size="xs">
          {t.catalogue.product.forbrukerAksjon}
        </Heading>
        <Paragraph>{whatToDo}</Paragraph>
      </Alert>
    </div>
  )
}
