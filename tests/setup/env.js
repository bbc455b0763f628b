// Taro 4 decides between web and mini runtimes from these variables.
process.env.TARO_ENV = 'h5'
process.env.TARO_PLATFORM = 'web'
process.env.FRAMEWORK = 'react'
