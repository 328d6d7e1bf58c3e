import { useCallback, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
} from '@fluentui/react-components';

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  okText?: string;
  cancelText?: string;
}

export interface PromptOptions {
  title: string;
  label: string;
  initialValue?: string;
  /** A message keeps the prompt open (the caller shows it); null accepts the value. */
  validate?: (value: string) => string | null;
}

type Pending =
  | { kind: 'confirm'; options: ConfirmOptions; resolve: (ok: boolean) => void }
  | { kind: 'prompt'; options: PromptOptions; resolve: (value: string | null) => void };

/**
 * Promise-returning confirm and prompt dialogs (Fluent), like antd's this.$confirm. Render `element`
 * once in the component that calls them.
 */
export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const current = useRef<Pending | null>(null);

  const open = useCallback((next: Pending) => {
    const previous = current.current;
    if (previous?.kind === 'confirm') previous.resolve(false);
    if (previous?.kind === 'prompt') previous.resolve(null);
    current.current = next;
    setPending(next);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => open({ kind: 'confirm', options, resolve })),
    [open],
  );
  const prompt = useCallback(
    (options: PromptOptions) =>
      new Promise<string | null>((resolve) => {
        setText(options.initialValue ?? '');
        setError(null);
        open({ kind: 'prompt', options, resolve });
      }),
    [open],
  );

  const finish = (accepted: boolean) => {
    const p = current.current;
    if (!p) return;
    if (p.kind === 'prompt' && accepted) {
      const message = p.options.validate?.(text) ?? null;
      if (message) {
        setError(message);
        return;
      }
    }
    current.current = null;
    setPending(null);
    if (p.kind === 'confirm') p.resolve(accepted);
    else p.resolve(accepted ? text : null);
  };

  const title = pending?.kind === 'prompt' ? pending.options.title : (pending?.options.title ?? '提示');
  const element = (
    <Dialog
      open={pending !== null}
      modalType="alert"
      onOpenChange={(_, data) => {
        if (!data.open) finish(false);
      }}
    >
      <DialogSurface>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            finish(true);
          }}
        >
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {pending?.kind === 'confirm' && pending.options.message}
              {pending?.kind === 'prompt' && (
                <Field label={pending.options.label} validationMessage={error ?? undefined}>
                  <Input
                    value={text}
                    onChange={(_, data) => {
                      setText(data.value);
                      setError(null);
                    }}
                  />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={() => finish(false)}>
                {(pending?.kind === 'confirm' && pending.options.cancelText) || '取消'}
              </Button>
              <Button appearance="primary" type="submit">
                {(pending?.kind === 'confirm' && pending.options.okText) || '确定'}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );

  return { confirm, prompt, element };
}
