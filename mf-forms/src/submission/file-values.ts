/** A file in the submission: a base64 data URL with its type, name and size (forms spec 3.2). */
interface SubmittedFile {
  data: string;
  type: string;
  name: string;
  size: number;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

async function submittedFile(file: File): Promise<SubmittedFile> {
  return { data: await readAsDataUrl(file), type: file.type, name: file.name, size: file.size };
}

/** Answers as they are sent: files read into data URLs, everything else as it is. */
export async function withFilesRead(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(values).map(async ([key, value]) => {
      if (Array.isArray(value) && value.every((item) => item instanceof File)) return [key, await Promise.all(value.map(submittedFile))];
      return [key, value];
    }),
  );
  return Object.fromEntries(entries);
}
