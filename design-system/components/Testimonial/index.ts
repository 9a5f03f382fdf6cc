export { Testimonial, TestimonialList, type TestimonialProps, type TestimonialListProps } from './Testimonial';
