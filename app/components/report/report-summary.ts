/** One line of the summary a sender checks before sending: a field's label and its answer. */
export interface SummaryLine {
  label: string
  value: string
}

/**
 * The answers in one step of the form, read from the page as the sender sees it: each filled
 * field by its label, a choice by its legend and the chosen option's label, a hidden choice by
 * its `data-summary-label` and `data-summary-value`.
 */
export function summarize(step: HTMLElement): SummaryLine[] {
  const lines: SummaryLine[] = []
  const choices = new Map<string, SummaryLine>()
  for (const element of step.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >('input[name], select[name], textarea[name]')) {
    // A choice made on an earlier page (the product from its page) names itself for the summary.
    if (element.type === 'hidden' && element.dataset.summaryValue) {
      lines.push({ label: element.dataset.summaryLabel ?? '', value: element.dataset.summaryValue })
      continue
    }
    if (element.type === 'hidden' || element.type === 'file') continue
    // A field of another form that only sits in the step (the product search) is not sent.
    if (element.form !== step.closest('form')) continue
    // A disabled control (such as the countries when the product was not sold abroad) is not sent.
    if (element.matches(':disabled')) continue
    const own = labelOf(step, element.id)
    if (
      element instanceof HTMLInputElement &&
      (element.type === 'radio' || element.type === 'checkbox')
    ) {
      if (!element.checked) continue
      const legend = element.closest('fieldset')?.querySelector('legend')?.textContent ?? ''
      const line = choices.get(element.name)
      if (line) line.value += `, ${own}`
      else {
        const added = { label: inRow(element, legend), value: own }
        choices.set(element.name, added)
        lines.push(added)
      }
      continue
    }
    const value =
      element instanceof HTMLSelectElement
        ? element.value
          ? element.selectedOptions[0]?.text
          : ''
        : element.value
    if (value?.trim()) lines.push({ label: inRow(element, own), value: value.trim() })
  }
  return lines
}

function labelOf(root: HTMLElement, id: string): string {
  return root.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent?.trim() ?? ''
}

/** In a row of a repeatable group, whose rows all have the same labels: 'Importør 1: Navn'. */
function inRow(element: Element, label: string): string {
  const row = element.closest('.report-group[aria-label]')?.getAttribute('aria-label')
  return row ? `${row}: ${label}` : label
}
