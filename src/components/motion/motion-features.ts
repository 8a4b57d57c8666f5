import { domAnimation } from "framer-motion"

// Loaded on demand by MotionProvider so the animation engine is not in the first bundle.
export default domAnimation
