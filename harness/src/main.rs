fn main() {
    eprintln!("cufe-harness: not built yet");
    std::process::exit(2);
}
