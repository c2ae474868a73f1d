package server

// BodyCacheSize is how many events the server keeps encoded.
const BodyCacheSize = bodyCacheSize
