/** A file the user picked, before upload: a browser Blob or a mini-program temp path. */
export interface PickedFile {
  name: string
  /** Bytes. */
  size: number
  blob?: Blob
  path?: string
}
