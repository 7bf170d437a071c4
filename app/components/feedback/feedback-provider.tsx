import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import type { Messages } from '../../../i18n/nb.ts'
import type { Language } from '../../../i18n/language.ts'
import { useLanguage, useMessages } from '../messages/use-messages.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { copyText } from './copy-text.ts'
import { errorText, isPrerenderAgent, type NoticeError } from './error-text.ts'
import { LoadingBar } from './loading-bar.tsx'
import { NoticeList } from './notice-list.tsx'
import { createNoticeStore, type NoticeStore } from './notice-store.ts'
import { createRequestTracker, type RequestTracker } from './request-tracker.ts'

export interface Notify {
  /** A short confirmation that goes away by itself after 2.5 s. */
  success: (text: string) => void
  /** An error in the words of spec section 8, with its reference to copy; stays 30 s. */
  error: (error: NoticeError) => void
  /** Asks a yes/no question in a dialog; true when the visitor approves. */
  confirm: (text: string) => Promise<boolean>
}

interface Feedback {
  store: NoticeStore
  tracker: RequestTracker
}

const FeedbackContext = createContext<Feedback | null>(null)

function useFeedback(): Feedback {
  const feedback = use(FeedbackContext)
  if (!feedback) throw new Error('useNotify and useTrackRequest need the FeedbackProvider')
  return feedback
}

/** Notices, the confirm dialog and the loading bar for every page: mounted once, in the shell. */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [feedback] = useState(() => ({
    store: createNoticeStore(),
    tracker: createRequestTracker(),
  }))
  return (
    <FeedbackContext value={feedback}>
      <LoadingBar tracker={feedback.tracker} />
      {children}
      <Notices store={feedback.store} />
    </FeedbackContext>
  )
}

function Notices({ store }: { store: NoticeStore }) {
  const t = useMessages()
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  return (
    <>
      <NoticeList
        notices={state.notices}
        onDismiss={store.dismiss}
        onPause={store.pause}
        onResume={store.resume}
        onCopy={(reference) => void copyReference(store, reference, t.errors.referenceCopied)}
      />
      <ConfirmDialog question={state.confirm} onAnswer={store.answer} />
    </>
  )
}

/**
 * The error notice's 'Kopier referanse': puts the reference on the clipboard and, once it is
 * there, says so in a success notice. Nothing is said when the browser refused.
 */
export async function copyReference(
  store: NoticeStore,
  reference: string,
  copiedText: string,
): Promise<void> {
  if (await copyText(reference)) store.success(copiedText)
}

/**
 * What a page uses to tell the visitor how things went.
 * @example const notify = useNotify()
 *   notify.error(await noticeErrorFrom(response))
 */
export function useNotify(): Notify {
  const { store } = useFeedback()
  const messages = useMessages()
  const lang = useLanguage()
  return useMemo(
    () => createNotify(store, messages, lang, globalThis.navigator?.userAgent),
    [store, messages, lang],
  )
}

/** useNotify's workings, apart from React so they can be tested as they are. */
export function createNotify(
  store: NoticeStore,
  messages: Messages,
  lang: Language,
  userAgent?: string,
): Notify {
  return {
    success: (text) => void store.success(text),
    error: (error) => {
      // A crawler's snapshot of the page must not keep an error the visitor never had.
      if (isPrerenderAgent(userAgent)) return
      store.error(errorText(messages, error, lang), error.reference)
    },
    confirm: (text) => store.confirm(text),
  }
}

/** Shows a request the page makes itself on the loading bar until it settles. */
export function useTrackRequest(): RequestTracker['track'] {
  return useFeedback().tracker.track
}
