// The app's name stands in the title until the page names itself in the reader's language.
export default definePageConfig({})
