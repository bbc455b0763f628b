import { useRouter } from '@tarojs/taro'
import Page from '../../../components/page'
import { decodeParam } from '../../../features/auth/params'
import ScanConfirm from '../../../features/auth/scan-confirm'
import './index.scss'

/** /scanLogin (?code= from the login's QR link): a signed-in phone confirms a browser's sign-in. */
export default function ScanLoginPage() {
  const { params } = useRouter()
  return (
    <Page title="auth:scan.title">
      <ScanConfirm initialCode={decodeParam(params.code).trim()} />
    </Page>
  )
}
