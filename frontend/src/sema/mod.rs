//! C++ semantic analysis: scopes and name lookup, types, conversions, overload resolution, templates,
//! constant evaluation. Called from the parser where C++ needs it. (Not built yet.)
