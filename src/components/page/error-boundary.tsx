import { Component, ErrorInfo, ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { telemetry } from '@/stores'
import { t } from '@/i18n'

interface State {
  failed: boolean
}

/** A render error inside a page: report it (framework error) and offer a retry instead of a blank screen. */
export default class ErrorBoundary extends Component<{ children?: ReactNode }, State> {
  state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    telemetry.reportError({ kind: 'framework', message: error.message, stack: error.stack, componentStack: info.componentStack ?? '' })
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <View className="page__crash" role="alert">
        <Text>{t('errors:fatal')}</Text>
        <View className="page__crash-retry" role="button" onClick={() => this.setState({ failed: false })}>
          <Text>{t('common:retry')}</Text>
        </View>
      </View>
    )
  }
}
