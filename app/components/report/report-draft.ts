import { draftKey, REPORT_KINDS, type ReportKind } from './report-kinds.ts'

/**
 * A report's draft in session storage (spec section 4): what was typed survives a reload of the
 * tab, and is gone when the tab closes, the report is sent or the /innmelding crumb is followed.
 * Captcha answers and files are never kept.
 */
export function readDraft(kind: ReportKind): Record<string, string[]> | undefined {
  try {
    const stored = sessionStorage.getItem(draftKey(kind))
    const draft: unknown = stored ? JSON.parse(stored) : undefined
    return draft && typeof draft === 'object' ? (draft as Record<string, string[]>) : undefined
  } catch {
    return undefined
  }
}

export function writeDraft(kind: ReportKind, values: Record<string, string[]>) {
  try {
    sessionStorage.setItem(draftKey(kind), JSON.stringify(values))
  } catch {
    // Full or switched off: the form still works, only without a draft.
  }
}

export function clearDraft(kind: ReportKind) {
  try {
    sessionStorage.removeItem(draftKey(kind))
  } catch {
    // As above.
  }
}

/** Whether any report has a draft with something typed in it, which following the crumb loses. */
export function hasReportDrafts(): boolean {
  return REPORT_KINDS.some((kind) =>
    Object.values(readDraft(kind) ?? {}).some(
      (values) => Array.isArray(values) && values.some((value) => String(value).trim() !== ''),
    ),
  )
}

/** Starts reporting afresh: every report's draft goes (the /innmelding crumb, spec section 2). */
export function clearReportDrafts() {
  for (const kind of REPORT_KINDS) clearDraft(kind)
}
