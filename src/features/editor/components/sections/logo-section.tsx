import { serverMessage, translateMessage } from '@/components/server-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import '@mantine/dropzone/styles.css';
import { Alert, Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schemas } from '@/api/client';
import { toast } from '@/lib/toast';
import { messages } from '@/lib/validation/messages';
import { limits } from '@/lib/validation/rules';
import { useDeleteLogo, useUploadLogo } from '../../api/editor-queries';
import { useReportDraft } from '../../lib/editor-draft';
import { useReportUnsaved } from '../../lib/unsaved-changes';
import { logoSrc } from '@/lib/vcard/card-fields';

/** Spec §3: this storage name means the card shows the default logo. */
export const defaultLogoName = 'profile/logos/default';

const acceptedTypes: readonly string[] = limits.logoTypes;

/** Spec §5 logo rules, in the order the user needs to hear them (type first). */
function fileProblem(file: File): string | undefined {
  if (!acceptedTypes.includes(file.type)) return messages.logoType;
  if (file.size > limits.logoMaxBytes) return messages.logoSize;
  return undefined;
}

function rejectionProblem(rejections: FileRejection[]): string | undefined {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-invalid-type')) return messages.logoType;
  if (codes.includes('file-too-large')) return messages.logoSize;
  return undefined;
}

/** A chosen file and its thumbnail URL (an object URL, revoked when replaced or on unmount). */
type Pending = { file: File; url: string };

function usePendingFile() {
  const [pending, setPendingState] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);
  const setPending = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    current.current = file ? { file, url: URL.createObjectURL(file) } : null;
    setPendingState(current.current);
  }, []);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
    },
    [],
  );
  return [pending, setPending] as const;
}

/**
 * The chosen file as a `data:` URL for the live preview: the card shows only http(s),
 * same-origin or `data:image/…` images, never `blob:` (docs/security.md, V5).
 */
function usePreviewUrl(file: File | undefined) {
  const [url, setUrl] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setUrl({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return url && url.file === file ? url.url : undefined;
}

/**
 * Logo (spec §4, §5): choosing a JPEG, PNG or WEBP file of at most 2 MB sets a pending file
 * with a thumbnail; 'Confirm Upload' sends it; 'Delete logo' (only for a custom logo) restores
 * the default.
 */
export function LogoSection({ profile }: { profile: Schemas['Profile'] }) {
  const { t, i18n } = useLingui();
  const [pending, setPending] = usePendingFile();
  const [problem, setProblem] = useState<string>();
  const { upload, pending: uploading } = useUploadLogo(profile._id);
  const { remove, pending: deleting } = useDeleteLogo(profile._id);
  const logo = profile.general.logo;
  useReportUnsaved('logo', pending !== null);
  useReportDraft('logo', usePreviewUrl(pending?.file));

  const choose = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const found = fileProblem(file);
    setProblem(found && translateMessage(i18n, found));
    setPending(found ? null : file);
  };

  const confirm = async () => {
    if (!pending || uploading) return;
    try {
      await upload(pending.file);
      setPending(null);
      toast.success(t`Logo updated successfully !`);
    } catch (error) {
      toast.error(serverMessage(i18n, error, t`Failed to update logo.`));
    }
  };

  const deleteLogo = async () => {
    if (deleting) return;
    try {
      await remove();
      toast.success(t`Logo deleted successfully !`);
    } catch (error) {
      toast.error(serverMessage(i18n, error, t`Failed to delete logo.`));
    }
  };

  return (
    <Stack gap="md">
      <Group align="center" gap="md">
        <Image
          src={logoSrc(logo.content)}
          alt={t`Current logo`}
          w={96}
          h={96}
          fit="contain"
          radius="md"
          bd="1px solid var(--mantine-color-default-border)"
        />
        {logo.name !== defaultLogoName && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} aria-hidden />}
            loading={deleting}
            onClick={() => void deleteLogo()}
          >
            <Trans>Delete logo</Trans>
          </Button>
        )}
      </Group>
      <Dropzone
        onDrop={choose}
        onReject={(rejections) => {
          setPending(null);
          const found = rejectionProblem(rejections);
          setProblem(found ? translateMessage(i18n, found) : t`Please choose one image file.`);
        }}
        accept={[...limits.logoTypes]}
        maxSize={limits.logoMaxBytes}
        multiple={false}
        disabled={uploading}
        inputProps={{ 'aria-label': t`Choose a logo file` }}
        aria-label={t`Drop a logo here or press to choose a file`}
      >
        <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={40} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconPhoto size={40} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={40} aria-hidden />
          </Dropzone.Idle>
          <div>
            <Text>
              <Trans>Drag a logo here or click to choose a file</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>JPEG, PNG, JPG or WEBP, at most 2 MB.</Trans>
            </Text>
          </div>
        </Group>
      </Dropzone>
      {problem && (
        <Alert color="red" role="alert" title={t`This file cannot be used`}>
          {problem}
        </Alert>
      )}
      {pending && (
        <Group gap="md" align="center">
          <Image
            src={pending.url}
            alt={t`New logo preview`}
            w={96}
            h={96}
            fit="contain"
            radius="md"
          />
          <Stack gap={4}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {pending.file.name}
            </Text>
            <Group gap="xs">
              <Button onClick={() => void confirm()} loading={uploading} disabled={uploading}>
                <Trans>Confirm Upload</Trans>
              </Button>
              <Button variant="default" onClick={() => setPending(null)} disabled={uploading}>
                <Trans>Cancel</Trans>
              </Button>
            </Group>
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
