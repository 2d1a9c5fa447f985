// Public option and handle types of the local emulator (the contract other modules code against).
export {};
