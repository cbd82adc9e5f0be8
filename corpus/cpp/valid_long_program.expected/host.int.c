# 1 "valid_long_program.ii"
#pragma GCC diagnostic ignored "-Wunused-local-typedefs"
# 1

#pragma GCC diagnostic ignored "-Wattributes"
#pragma GCC diagnostic push
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"
# 1
#pragma GCC diagnostic ignored "-Wunused-function"
# 1
static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} static char __nv_init_managed_rt_with_module(void **); static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}
# 1
#pragma GCC diagnostic pop
# 1
#pragma GCC diagnostic ignored "-Wunused-variable"

# 1
#define __nv_is_extended_device_lambda_closure_type(X) false
#define __nv_is_extended_host_device_lambda_closure_type(X) false
#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false
#if defined(__nv_is_extended_device_lambda_closure_type) && defined(__nv_is_extended_host_device_lambda_closure_type)&& defined(__nv_is_extended_device_lambda_with_preserved_return_type)
#endif

# 1
# 1 "valid_long_program.cu"
enum class Tok { Num, Plus, Minus, Mul, Div, LParen, RParen, End}; 
# 2
class Lexer { 
# 4
public: explicit Lexer(const char *s) : p(s) { } 
# 5
Tok next(long &val) 
# 6
{ 
# 7
while ((*(p)) == (' ')) { ++(p); }  
# 8
char c = *(p); 
# 9
if (c == 0) { return Tok::End; }  
# 10
++(p); 
# 11
switch (c) { 
# 12
case '+':  return Tok::Plus; 
# 13
case '-':  return Tok::Minus; 
# 14
case '*':  return Tok::Mul; 
# 15
case '/':  return Tok::Div; 
# 16
case '(':  return Tok::LParen; 
# 17
case ')':  return Tok::RParen; 
# 18
default:  break; 
# 19
}  
# 20
val = (c - ('0')); 
# 21
while (((*(p)) >= ('0')) && ((*(p)) <= ('9'))) { val = ((val * (10)) + ((*((p)++)) - ('0'))); }  
# 22
return Tok::Num; 
# 23
} 
# 25
private: const char *p; 
# 26
}; 
# 27
class Parser { 
# 29
public: explicit Parser(const char *s) : lex(s) { this->advance(); } 
# 30
long expr() { long v = this->term(); while (((cur) == Tok::Plus) || ((cur) == Tok::Minus)) { Tok op = cur; this->advance(); long r = this->term(); v = ((op == Tok::Plus) ? v + r : (v - r)); }  return v; } 
# 32
private: long term() { long v = this->factor(); while (((cur) == Tok::Mul) || ((cur) == Tok::Div)) { Tok op = cur; this->advance(); long r = this->factor(); v = ((op == Tok::Mul) ? v * r : ((r) ? v / r : (0))); }  return v; } 
# 33
long factor() 
# 34
{ 
# 35
if ((cur) == Tok::Num) { long v = val; this->advance(); return v; }  
# 36
if ((cur) == Tok::Minus) { this->advance(); return -this->factor(); }  
# 37
if ((cur) == Tok::LParen) { this->advance(); long v = this->expr(); this->advance(); return v; }  
# 38
return 0; 
# 39
} 
# 40
void advance() { (cur) = (lex).next(val); } 
# 41
Lexer lex; 
# 42
Tok cur = Tok::End; 
# 43
long val = (0); 
# 44
}; 
# 45
long evaluate(const char *s) { Parser p(s); return p.expr(); } 

# 1 "valid_long_program.cudafe1.stub.c"
#define _NV_ANON_NAMESPACE _GLOBAL__N__c1a0245b_21_valid_long_program_cu_41841266
#ifdef _NV_ANON_NAMESPACE
#endif
# 1 "valid_long_program.cudafe1.stub.c"
#include "valid_long_program.cudafe1.stub.c"
# 1 "valid_long_program.cudafe1.stub.c"
#undef _NV_ANON_NAMESPACE
